/**
 * /check-network (docs/product.md, "Check this network"): a public page for a school's technician.
 * It checks, all at once and each with its own timeout, whether this network lets the classroom
 * work (the site, our media, the video hosts; the checks are in network-checks.ts), shows one line
 * per check, green or red with the address tried and why it failed, and copies a plain-text report
 * for an email to the charity. No loader: the checks run in the browser, on the school's network.
 * The page loads nothing from the video hosts but the checks' own requests.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/config';
import { useDocumentTitle } from '../../lib/document-title';
import { NETWORK_CHECKS, addressOf, report, runChecks, summary, type CheckGroup, type CheckResult, type NetworkCheck } from './network-checks';
import './network-check.css';

export const handle = { crumb: 'Check this network' };

const TITLE = 'Check this network';

const GROUPS: Array<{ group: CheckGroup; heading: string }> = [
  { group: 'site', heading: 'The site' },
  { group: 'media', heading: 'Our pictures, recordings and films' },
  { group: 'video', heading: 'The video hosts lessons use' },
];

const checking = (): CheckResult[] => NETWORK_CHECKS.map(() => ({ state: 'checking' }));

type Copying = { state: 'idle' } | { state: 'copied' } | { state: 'by-hand'; text: string };

export default function CheckNetworkRoute() {
  useDocumentTitle(TITLE);
  const [results, setResults] = useState<CheckResult[]>(checking);
  // Known in the browser only: the server renders the checks' paths.
  const [origin, setOrigin] = useState('');
  const [run, setRun] = useState(0);
  const [copying, setCopying] = useState<Copying>({ state: 'idle' });
  const manualCopy = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let current = true;
    const here = window.location.origin;
    setOrigin(here);
    setResults(checking());
    setCopying({ state: 'idle' });
    void runChecks(NETWORK_CHECKS, { fetch: (input, init) => window.fetch(input, init), origin: here }, (id, result) => {
      if (!current) return;
      setResults((previous) => previous.map((old, index) => (NETWORK_CHECKS[index].id === id ? result : old)));
    });
    return () => {
      current = false;
    };
  }, [run]);

  const done = results.every((result) => result.state !== 'checking');

  const copy = useCallback(async () => {
    const text = report({ date: new Date(), pageUrl: window.location.href, userAgent: navigator.userAgent, origin, checks: NETWORK_CHECKS, results });
    try {
      await navigator.clipboard.writeText(text);
      setCopying({ state: 'copied' });
    } catch {
      // No clipboard for this page (an older browser, a policy): the report in a box, selected, to copy by hand.
      setCopying({ state: 'by-hand', text });
    }
  }, [origin, results]);

  useEffect(() => {
    if (copying.state !== 'by-hand' || !manualCopy.current) return;
    manualCopy.current.focus();
    manualCopy.current.select();
  }, [copying]);

  return (
    <main id="main" tabIndex={-1} className="page network-check">
      <h1>{TITLE}</h1>
      <p className="network-check__intro">
        This page checks whether this network lets Orchestra Classroom work in class: whether the site, our pictures, recordings and films, and the YouTube and
        Vimeo videos that lessons use can be reached from here. If a line is red, press “Copy results” and paste them into an email to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, so that we can tell your school’s technician what to unblock.
      </p>
      <p className={`network-check__summary${done ? '' : ' network-check__summary--checking'}`} role="status">
        {done ? summary(results) : 'Checking…'}
      </p>
      {GROUPS.map(({ group, heading }) => (
        <section key={group} aria-labelledby={`network-check-${group}`} className="network-check__group">
          <h2 id={`network-check-${group}`}>{heading}</h2>
          <ul className="stack-list">
            {NETWORK_CHECKS.map((check, index) =>
              check.group === group ? <Line key={check.id} check={check} result={results[index]} origin={origin} /> : null,
            )}
          </ul>
        </section>
      ))}
      <div className="button-row network-check__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy results
        </button>
        <button type="button" className="button button--outline" onClick={() => setRun((count) => count + 1)}>
          Run the checks again
        </button>
      </div>
      <div className="network-check__copied" role="status">
        {copying.state === 'copied' && 'Copied: paste the results into your email.'}
        {copying.state === 'by-hand' && 'This browser did not let the page copy: the results are in the box below, selected, to copy by hand.'}
      </div>
      {copying.state === 'by-hand' && (
        <label className="network-check__manual">
          Results to copy
          <textarea ref={manualCopy} readOnly rows={NETWORK_CHECKS.length + 7} value={copying.text} />
        </label>
      )}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}

const STATE_WORDS = { checking: 'Checking…', passed: 'Passed', failed: 'Failed' } as const;
const STATE_MARKS = { checking: '', passed: '✓', failed: '✗' } as const;

function Line({ check, result, origin }: { check: NetworkCheck; result: CheckResult; origin: string }) {
  return (
    <li className={`network-check__line network-check__line--${result.state}`} data-check={check.id} data-state={result.state}>
      <span className="network-check__state">
        <span className="network-check__mark" aria-hidden="true">
          {STATE_MARKS[result.state]}
        </span>
        {STATE_WORDS[result.state]}
      </span>
      <span className="network-check__label">{check.label}</span>
      <code className="network-check__address">{addressOf(check, origin)}</code>
      {result.state === 'failed' && <span className="network-check__reason">{result.reason}</span>}
      {result.state === 'passed' && <span className="network-check__time">{result.ms} ms</span>}
    </li>
  );
}

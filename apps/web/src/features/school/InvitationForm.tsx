/**
 * Inviting a staff room (docs/product.md, "School member accounts"): addresses pasted in any common
 * shape and/or a CSV file; 'Check the addresses' shows what would be sent (the CMS reads the list:
 * apps/cms/src/api/member-account/address-list.ts); 'Send N invitations' sends them in one request
 * and shows what became of each address. The file is read here and sent as text.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { clientAction } from './SchoolRoute';
import { ListResults } from './ListResults';
import type { ListAnswer } from '../account/auth-api';
import { FormError } from '../../ui/FormFields';

/** The CMS reads at most 200,000 characters of list (500 addresses); a file past this is refused here. */
const MAX_FILE_BYTES = 200_000;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function InvitationForm({ free }: { free: number }) {
  const fetcher = useFetcher<typeof clientAction>({ key: 'school-invite' });
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [problem, setProblem] = useState<string>();
  const [showAnswer, setShowAnswer] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const ids = { list: useId(), hint: useId(), file: useId(), error: useId() };
  const busy = fetcher.state !== 'idle';
  const data = busy ? undefined : fetcher.data;
  const answer = data && 'answer' in data ? data.answer : undefined;
  const failure = problem ?? (data && !('email' in data) ? data.error : undefined);
  const sent = data?.intent === 'invite' && answer !== undefined;

  useEffect(() => {
    if (answer && showAnswer) answerHeading.current?.focus();
  }, [answer, showAnswer]);

  const addresses = () => [text, file?.text ?? ''].filter((part) => part.trim());

  function submit(intent: 'preview' | 'invite') {
    setProblem(undefined);
    setShowAnswer(true);
    void fetcher.submit({ intent, addresses: addresses() }, { method: 'post', encType: 'application/json', action: '/account/school' });
  }

  function check(event: FormEvent) {
    event.preventDefault();
    if (addresses().length === 0) {
      setProblem('Paste some email addresses, or choose a CSV file that holds them.');
      return;
    }
    submit('preview');
  }

  async function chooseFile(chosen: File | undefined) {
    setProblem(undefined);
    if (!chosen) return setFile(undefined);
    if (chosen.size > MAX_FILE_BYTES) {
      if (fileInput.current) fileInput.current.value = '';
      return setProblem(`${chosen.name} is too large: a list can hold up to 500 addresses (200 KB). Please split it into parts.`);
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  }

  function startAgain({ keepList }: { keepList: boolean }) {
    setShowAnswer(false);
    fetcher.reset();
    if (!keepList) {
      setText('');
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <section aria-labelledby="invite-heading" className="school-invite card">
      <h2 id="invite-heading">Invite teachers</h2>
      <FormError id={ids.error}>{failure}</FormError>
      {showAnswer && answer ? (
        <div className="school-invite__answer">
          <h3 ref={answerHeading} tabIndex={-1}>
            {sent ? 'Invitations sent' : 'Check before sending'}
          </h3>
          <Summary answer={answer} sent={sent} />
          <ListResults results={answer.results} />
          <div className="button-row school-invite__actions">
            {sent ? (
              <button type="button" className="button" onClick={() => startAgain({ keepList: false })}>
                Invite more teachers
              </button>
            ) : (
              <>
                <button type="button" className="button" disabled={busy || toInvite(answer) === 0} onClick={() => submit('invite')}>
                  {busy ? 'Sending...' : `Send ${count(toInvite(answer), 'invitation', 'invitations')}`}
                </button>
                <button type="button" className="button button--outline" disabled={busy} onClick={() => startAgain({ keepList: true })}>
                  Change the list
                </button>
              </>
            )}
          </div>
        </div>
      ) : (
        <form onSubmit={check} aria-label="Invite teachers" noValidate>
          <p className="school-invite__free">
            {free === 0 ? 'All your places are taken: remove someone first, or ask us for more.' : `${count(free, 'place', 'places')} free.`}
          </p>
          <div className={`field${failure ? ' field--invalid' : ''}`}>
            <label htmlFor={ids.list}>Email addresses</label>
            <p id={ids.hint} className="field__hint">
              Paste one or many: one per line, or separated by commas or semicolons. “Name &lt;address&gt;” and a spreadsheet’s column work too.
            </p>
            <textarea
              id={ids.list}
              className="school-invite__list"
              rows={6}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={[ids.hint, failure && ids.error].filter(Boolean).join(' ')}
              aria-invalid={Boolean(failure) || undefined}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.file}>Or choose a CSV file</label>
            <p className="field__hint" id={`${ids.file}-hint`}>
              A spreadsheet saved as CSV, with a column headed “Email”.
            </p>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-describedby={`${ids.file}-hint`}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </div>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Checking...' : 'Check the addresses'}
          </button>
        </form>
      )}
    </section>
  );
}

const toInvite = (answer: ListAnswer) => answer.results.filter((result) => result.result === 'invite').length;

function Summary({ answer, sent }: { answer: ListAnswer; sent: boolean }) {
  const invited = answer.results.filter((result) => result.result === (sent ? 'invited' : 'invite')).length;
  const others = answer.results.length - invited;
  const noPlace = answer.results.filter((result) => result.result === 'no_place').length;
  return (
    <>
      <p role="status">
        {sent
          ? `${count(invited, 'teacher has', 'teachers have')} been invited: their emails are on their way.`
          : `${count(invited, 'teacher', 'teachers')} will be invited.`}
        {others > 0 &&
          (sent
            ? ` ${count(others, 'address was', 'addresses were')} not invited: see why below.`
            : ` ${count(others, 'address', 'addresses')} will not be: see why below.`)}
      </p>
      {noPlace > 0 && (
        <p>
          Your school account has {answer.places} places, and {count(noPlace, 'address does', 'addresses do')} not fit. Remove someone or withdraw an invitation
          first, or ask us for more places.
        </p>
      )}
      {answer.left_out > 0 && <p className="field__hint">{count(answer.left_out, 'other value', 'other values')} (names, other columns) left out.</p>}
    </>
  );
}

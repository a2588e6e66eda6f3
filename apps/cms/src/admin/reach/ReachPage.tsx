/**
 * The reach report's page in the admin panel (docs/reach-report.md): a date range, the counts the
 * admin route answers for it, and the CSV export. Counts only, never a name, email or full postcode;
 * the screen shows exact numbers to the charity's staff, the CSV (for funders) the small-number rule.
 */
import * as React from 'react';
import { Box, Button, DatePicker, Field, Flex, Grid, Loader, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { FEWER_THAN, REACH_REPORT_ACTION, REACH_REPORT_PREFIX, SMALL_NUMBER, type CountRow, type ReachReport } from '../../api/reach-report/shared';
import { PRESETS, dayOf, dateOf, englishToday, longDate, type Range } from './dates';

const number = new Intl.NumberFormat('en-GB');

interface ErrorAnswer {
  response?: { data?: { error?: { message?: string } } };
  message?: string;
}
const messageOf = (error: unknown) =>
  (error as ErrorAnswer)?.response?.data?.error?.message ?? 'The report could not be loaded. Check your connection and try again.';

function ReachReportPage() {
  const { get } = useFetchClient();
  const [range, setRange] = React.useState<Range>(() => PRESETS[0].range(englishToday()));
  const [draft, setDraft] = React.useState<Range>(range);
  const [report, setReport] = React.useState<ReachReport>();
  const [error, setError] = React.useState<string>();
  const [loading, setLoading] = React.useState(true);
  const [downloading, setDownloading] = React.useState(false);
  const [downloadError, setDownloadError] = React.useState<string>();

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    setError(undefined);
    get<{ data: ReachReport }>(`${REACH_REPORT_PREFIX}/counts`, { params: range }).then(
      ({ data }) => {
        if (!current) return;
        setReport(data.data);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(messageOf(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [get, range]);

  const show = (event: React.FormEvent) => {
    event.preventDefault();
    setRange({ ...draft });
  };
  const choose = (chosen: Range) => {
    setDraft(chosen);
    setRange(chosen);
  };

  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      const { data } = await get<Blob>(`${REACH_REPORT_PREFIX}/export`, { params: range, responseType: 'blob' });
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `reach-report-${range.from}-to-${range.to}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setDownloadError(messageOf(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page.Main aria-busy={loading}>
      <Page.Title>Reach report</Page.Title>
      <Layouts.Header
        title="Reach report"
        subtitle="Teachers, schools and lessons taught, from the teachers’ record of teaching. Counts only: no names, emails or full postcodes."
        primaryAction={
          <Button startIcon={<Download />} onClick={download} loading={downloading} disabled={loading || Boolean(error)}>
            Download CSV
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Box background="neutral0" hasRadius shadow="tableShadow" padding={6}>
            <form onSubmit={show} aria-label="Dates of the report">
              <Flex gap={4} alignItems="flex-end" wrap="wrap">
                <DateField label="From" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
                <DateField label="To" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
                <Button type="submit" variant="secondary" size="L" disabled={!draft.from || !draft.to}>
                  Show
                </Button>
              </Flex>
              <Flex gap={2} paddingTop={4} wrap="wrap" alignItems="center">
                <Typography variant="pi" textColor="neutral600">
                  Or choose:
                </Typography>
                {PRESETS.map((preset) => (
                  <Button key={preset.label} variant="tertiary" size="S" onClick={() => choose(preset.range(englishToday()))}>
                    {preset.label}
                  </Button>
                ))}
              </Flex>
            </form>
            {downloadError && (
              <Typography tag="p" textColor="danger600" paddingTop={4} role="alert">
                {downloadError}
              </Typography>
            )}
          </Box>
          <div aria-live="polite">
            {loading ? (
              <Box padding={8}>
                <Loader>Counting the record of teaching…</Loader>
              </Box>
            ) : error ? (
              <Box background="neutral0" hasRadius shadow="tableShadow" padding={6}>
                <Typography tag="p" textColor="danger600" role="alert">
                  {error}
                </Typography>
              </Box>
            ) : report ? (
              <Report report={report} />
            ) : null}
          </div>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <Box minWidth="16rem">
      <Field.Root name={label.toLowerCase()} id={`reach-${label.toLowerCase()}`}>
        <Field.Label>{label}</Field.Label>
        <DatePicker
          value={dateOf(value)}
          onChange={(date) => onChange(date ? dayOf(date) : '')}
          onClear={() => onChange('')}
          clearLabel={`Clear ${label}`}
          locale="en-GB"
        />
      </Field.Root>
    </Box>
  );
}

function Report({ report }: { report: ReachReport }) {
  const { totals, trials } = report;
  const withoutSchool = totals.teachersWithoutSchool
    ? `${plural(totals.teachersWithoutSchool, 'teacher')} named no school`
    : totals.teachers
      ? 'every teacher named a school'
      : 'no teachers in these dates';
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Typography tag="p" variant="omega" textColor="neutral700">
        From {longDate(report.from)} to {longDate(report.to)}. In the CSV, counts below {SMALL_NUMBER} read “{FEWER_THAN}”.
      </Typography>
      <Grid.Root gap={4} tag="ul" aria-label="Totals">
        <Figure label="Teachers active" value={totals.teachers} note="marked at least one lesson taught" />
        <Figure label="Schools" value={totals.schools} note={withoutSchool} />
        <Figure label="Lessons taught" value={totals.lessons} note="entries in teachers’ records" />
        <Figure label="Trials that became subscriptions" value={trials.becameSubscription} note={`of ${plural(trials.started, 'trial')} begun`} />
      </Grid.Root>
      <Grid.Root gap={6}>
        <Grid.Item col={6} s={12} xs={12} direction="column" alignItems="stretch" gap={6}>
          <Section title="By month">
            <Counts rows={report.byMonth} first="Month" bars />
          </Section>
          <Section title="By audience">
            <Counts rows={report.byAudience} first="Audience" />
          </Section>
          <Section title="By programme">
            <Counts rows={report.byProgramme} first="Programme" detail="Audience" />
          </Section>
          <Section
            title="SEND settings"
            note="Teachers who named “SEND education” in their profile; lessons taught to classes of the year group “SEND: all ages”; lessons from the SEND audience’s programmes."
          >
            <Counts rows={report.send} first="Setting" />
          </Section>
        </Grid.Item>
        <Grid.Item col={6} s={12} xs={12} direction="column" alignItems="stretch" gap={6}>
          <Section title="By nation">
            <Counts rows={report.byNation} first="Nation" schools />
          </Section>
          <Section title="Regions of England" note="By postcode area: a teacher where their profile’s postcode is, a school where its own is.">
            <Counts rows={report.byRegion} first="Region" schools />
          </Section>
          <Section title="Trials" note="Free trials begun in these dates, and what those teachers did next.">
            <Counts
              first="Trials"
              counted="Teachers"
              rows={[
                { key: 'started', label: 'Trials begun', teachers: trials.started, lessons: 0 },
                { key: 'became', label: 'Became a subscription (paid or a school’s place)', teachers: trials.becameSubscription, lessons: 0 },
                { key: 'paid', label: 'Became a paid subscription', teachers: trials.becamePaid, lessons: 0 },
                { key: 'school', label: 'Joined a school account', teachers: trials.joinedSchool, lessons: 0 },
              ]}
              noLessons
            />
          </Section>
        </Grid.Item>
      </Grid.Root>
      <Section
        title="Schools"
        note={
          report.schools.length > SCHOOLS_SHOWN
            ? `The ${SCHOOLS_SHOWN} with most lessons; the CSV lists all ${number.format(report.schools.length)}.`
            : 'A school account, or the school named in teachers’ profiles within one postcode district.'
        }
      >
        <Counts rows={report.schools.slice(0, SCHOOLS_SHOWN)} first="School" detail="Postcode district and region" empty="No school named in these dates." />
      </Section>
    </Flex>
  );
}

const SCHOOLS_SHOWN = 50;

const plural = (count: number, noun: string) => `${number.format(count)} ${noun}${count === 1 ? '' : 's'}`;

function Figure({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <Grid.Item col={3} s={6} xs={12} tag="li" direction="column" alignItems="stretch">
      <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} height="100%">
        <Typography variant="sigma" textColor="neutral600" tag="p">
          {label}
        </Typography>
        <Typography variant="alpha" tag="p">
          {number.format(value)}
        </Typography>
        <Typography variant="pi" textColor="neutral600" tag="p">
          {note}
        </Typography>
      </Box>
    </Grid.Item>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  const id = `reach-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box tag="section" aria-labelledby={id}>
      <Typography variant="delta" tag="h2" id={id}>
        {title}
      </Typography>
      {note && (
        <Typography variant="pi" textColor="neutral600" tag="p" paddingTop={1}>
          {note}
        </Typography>
      )}
      <Box paddingTop={3}>{children}</Box>
    </Box>
  );
}

function Counts({
  rows,
  first,
  detail,
  counted = 'Teachers',
  schools,
  bars,
  noLessons,
  empty = 'Nothing in these dates.',
}: {
  rows: CountRow[];
  first: string;
  detail?: string;
  counted?: string;
  schools?: boolean;
  bars?: boolean;
  noLessons?: boolean;
  empty?: string;
}) {
  if (!rows.length) {
    return (
      <Typography tag="p" textColor="neutral600">
        {empty}
      </Typography>
    );
  }
  const most = Math.max(1, ...rows.map((row) => row.lessons));
  const columns = 2 + (detail ? 1 : 0) + (schools ? 1 : 0) + (noLessons ? 0 : 1);
  return (
    <Table colCount={columns} rowCount={rows.length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{first}</Typography>
          </Th>
          {detail && (
            <Th>
              <Typography variant="sigma">{detail}</Typography>
            </Th>
          )}
          <Th>
            <Typography variant="sigma">{counted}</Typography>
          </Th>
          {schools && (
            <Th>
              <Typography variant="sigma">Schools</Typography>
            </Th>
          )}
          {!noLessons && (
            <Th>
              <Typography variant="sigma">Lessons</Typography>
            </Th>
          )}
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td>
              <Typography textColor="neutral800">{row.label}</Typography>
            </Td>
            {detail && (
              <Td>
                <Typography textColor="neutral600">{row.detail ?? ''}</Typography>
              </Td>
            )}
            <Td>
              <Typography>{number.format(row.teachers)}</Typography>
            </Td>
            {schools && (
              <Td>
                <Typography>{number.format(row.schools ?? 0)}</Typography>
              </Td>
            )}
            {!noLessons && (
              <Td>
                <Flex gap={2}>
                  <Box minWidth="3rem">
                    <Typography>{number.format(row.lessons)}</Typography>
                  </Box>
                  {bars && <Box aria-hidden background="primary500" hasRadius height="0.75rem" width={`${Math.round((row.lessons / most) * 8)}rem`} />}
                </Flex>
              </Td>
            )}
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

export default function ProtectedReachReportPage() {
  return (
    <Page.Protect permissions={[{ action: REACH_REPORT_ACTION, subject: null }]}>
      <ReachReportPage />
    </Page.Protect>
  );
}

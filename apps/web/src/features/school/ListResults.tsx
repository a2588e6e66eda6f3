/**
 * What became (or would become) of each address of a list, problems first: the address as written
 * and its result in words. Everything shown is text the owner typed or the CMS answered, never markup.
 */
import type { ListAnswer, ListResult } from '../account/auth-api';

type Result = ListAnswer['results'][number];

const WORDS: Record<ListResult, (result: Result) => string> = {
  invite: () => 'Will be invited',
  invited: () => 'Invited',
  already_member: (result) => result.reason ?? 'Already a member',
  already_invited: () => 'Already invited',
  duplicate: () => 'Appears earlier in the list',
  invalid: (result) => `Not a valid address: it ${result.reason ?? 'cannot be read'}`,
  no_place: () => 'No place left',
  too_many_emails: (result) => result.reason ?? 'Sent too many emails today',
};

const GOES = new Set<ListResult>(['invite', 'invited']);

export function ListResults({ results }: { results: Result[] }) {
  const ordered = [...results.filter((result) => !GOES.has(result.result)), ...results.filter((result) => GOES.has(result.result))];
  return (
    <table className="list-results">
      <caption className="visually-hidden">What happens to each address</caption>
      <thead>
        <tr>
          <th scope="col">Address</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((result, index) => (
          <tr key={`${index}-${result.written}`} className={GOES.has(result.result) ? 'list-results__goes' : 'list-results__stays'}>
            <td className="list-results__address">{result.email ?? result.written}</td>
            <td>{WORDS[result.result](result)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

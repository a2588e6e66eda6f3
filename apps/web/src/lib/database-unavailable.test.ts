import { describe, expect, it } from 'vitest';
import { RequestError } from './graphql';
import { isDatabaseUnavailable } from './database-unavailable';

const cmsAnswer =
  '{"errors":[{"message":"The classroom cannot reach its database just now. Please try again in a minute.","extensions":{"code":"SERVICE_UNAVAILABLE"}}]}';

describe('a database outage reported by the CMS', () => {
  it("is recognised by the CMS's SERVICE_UNAVAILABLE code", () => {
    const { errors } = JSON.parse(cmsAnswer);
    expect(isDatabaseUnavailable(new RequestError(errors[0].message, 'graphql', 503, cmsAnswer, errors))).toBe(true);
  });

  it('is not any other failure: a proxy 503, a 500, a refusal or no connection at all', () => {
    expect(isDatabaseUnavailable(new RequestError('The content service answered 503.', 'http', 503, '<html>Service Unavailable</html>'))).toBe(false);
    expect(
      isDatabaseUnavailable(
        new RequestError('Internal Server Error', 'graphql', 200, '', [{ message: 'Internal Server Error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
      ),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(new RequestError('Forbidden access', 'forbidden', 200, '', [{ message: 'Forbidden access', extensions: { code: 'FORBIDDEN' } }])),
    ).toBe(false);
    expect(isDatabaseUnavailable(new RequestError('The content service could not be reached.', 'network'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

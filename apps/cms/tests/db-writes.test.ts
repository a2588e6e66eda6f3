/**
 * Which writes make every instance forget its cached catalogue answers (src/runtime/db-writes.ts):
 * an editor's change to the catalogue does; a teacher's own records never do, or every "Mark as
 * taught" in a school day would empty the response cache of every instance.
 */
import { describe, expect, it } from 'vitest';
import { factsChangedBy } from '../src/runtime/db-writes';
import { ACCOUNT_CONTENT_TYPES } from '../src/setup/content-groups';

describe('the facts a write changes', () => {
  it('a catalogue write changes the content', () => {
    expect(factsChangedBy('api::lesson.lesson')).toEqual(['content']);
    expect(factsChangedBy('api::scheme.scheme')).toEqual(['content']);
  });

  it.each(ACCOUNT_CONTENT_TYPES)('a write to %s changes no catalogue answer', (uid) => {
    expect(factsChangedBy(uid)).not.toContain('content');
  });

  it('a subscription write changes the accounts', () => {
    expect(factsChangedBy('api::subscription.subscription')).toEqual(['accounts']);
  });

  it("a role's or a permission's write changes what roles may do (and a role's, the accounts)", () => {
    expect(factsChangedBy('plugin::users-permissions.permission')).toEqual(['grants']);
    expect(factsChangedBy('plugin::users-permissions.role')).toEqual(['accounts', 'grants']);
  });

  it("a write to Strapi's core store changes its settings only", () => {
    expect(factsChangedBy('strapi::core-store')).toEqual(['settings']);
  });

  it('a write to an API token or its permissions changes the API tokens only', () => {
    expect(factsChangedBy('admin::api-token')).toEqual(['api-tokens']);
    expect(factsChangedBy('admin::api-token-permission')).toEqual(['api-tokens']);
  });
});

/**
 * A home-page widget listing one group of content types (src/setup/content-groups.ts) in the
 * order an editor works with them, each a link to its list (or, for a single page, its edit view)
 * with its name as the content manager shows it. Strapi's own menu lists every type alphabetically;
 * these widgets group them as the charity thinks of them.
 */
import * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Loader, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';

interface ContentTypeInfo {
  uid: string;
  kind: 'collectionType' | 'singleType';
  info: { displayName: string; description?: string };
}

/** Where the content manager lists a type's documents (a single type: its one document). */
export function contentManagerPath(type: Pick<ContentTypeInfo, 'uid' | 'kind'>): string {
  return `/content-manager/${type.kind === 'singleType' ? 'single-types' : 'collection-types'}/${type.uid}`;
}

export function ContentGroup({ uids, note }: { uids: readonly string[]; note: string }) {
  const { get } = useFetchClient();
  const [types, setTypes] = React.useState<ContentTypeInfo[] | 'failed'>();
  React.useEffect(() => {
    let current = true;
    get<{ data: ContentTypeInfo[] }>('/content-manager/content-types').then(
      ({ data }) => current && setTypes(data.data),
      () => current && setTypes('failed'),
    );
    return () => {
      current = false;
    };
  }, [get]);
  if (types === undefined) return <Loader small>Loading</Loader>;
  if (types === 'failed') return <Typography textColor="danger600">The list of content could not be loaded. Reload the page to try again.</Typography>;
  const byUid = new Map(types.map((type) => [type.uid, type]));
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography variant="pi" textColor="neutral600" tag="p">
        {note}
      </Typography>
      <Flex tag="ul" direction="column" alignItems="flex-start" gap={2}>
        {uids.flatMap((uid) => {
          const type = byUid.get(uid);
          if (!type) return [];
          return [
            <li key={uid}>
              <Link tag={RouterLink} to={contentManagerPath(type)}>
                {type.info.displayName}
              </Link>
              {type.info.description && (
                <Typography variant="pi" textColor="neutral600" tag="p">
                  {type.info.description}
                </Typography>
              )}
            </li>,
          ];
        })}
      </Flex>
    </Flex>
  );
}

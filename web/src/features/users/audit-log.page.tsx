import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import type { AuditEntry } from '@shared/schemas/user-admin.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { userAdminTexts } from '../../i18n/users.de.js';
import { useAuditLogPage } from './users.api.js';
import './user-admin.css';

const t = userAdminTexts.audit;

const actionText = (entry: AuditEntry) => {
  const detail = entry.detail && (t.details[entry.detail] ?? entry.detail);
  return detail ? `${t.actions[entry.action]} (${detail})` : t.actions[entry.action];
};

const Entry = ({ entry }: { entry: AuditEntry }) => (
  <li className="audit-log__entry" data-testid="audit-entry">
    <Text as="span">{format(parseISO(entry.at), 'dd.MM.yyyy HH:mm')}</Text>
    <Text as="span">{entry.actorName}</Text>
    <Text as="span" data-testid="audit-action">
      {actionText(entry)}
    </Text>
    <Text as="span">{entry.targetUid ? (entry.targetName ?? t.unknownPerson) : ''}</Text>
  </li>
);

/** One page of entries; the last loaded page offers the next. */
const AuditPage = ({ cursor, isLast, onMore }: { cursor?: string; isLast: boolean; onMore: (cursor: string) => void }) => {
  const { data, error } = useAuditLogPage(cursor);
  return (
    <LoadState
      data={data}
      error={error}
      look="section"
      empty={{ when: (page) => !cursor && page.entries.length === 0, text: t.empty, testId: 'audit-empty' }}
    >
      {(page) => (
        <>
          {page.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
          {isLast && page.cursor && (
            <li className="audit-log__more">
              <Button size="small" onClick={() => onMore(page.cursor ?? '')}>
                {t.more}
              </Button>
            </li>
          )}
        </>
      )}
    </LoadState>
  );
};

/** /admin/audit-log 'Protokoll': the school's admin actions, newest first, a page at a time. */
export const AuditLogPage = () => {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <main className="page audit-log" data-testid="audit-log-page">
      <PageHeader back="/admin" title={t.title} />
      <Flex direction="column">
        <ul className="user-admin__list" data-testid="audit-list">
          <li className="audit-log__entry audit-log__head" aria-hidden="true">
            <span>{t.when}</span>
            <span>{t.who}</span>
            <span>{t.what}</span>
            <span>{t.whom}</span>
          </li>
          {cursors.map((cursor, index) => (
            <AuditPage
              key={cursor ?? 'first'}
              cursor={cursor}
              isLast={index === cursors.length - 1}
              onMore={(next) => setCursors((loaded) => [...loaded, next])}
            />
          ))}
        </ul>
      </Flex>
    </main>
  );
};

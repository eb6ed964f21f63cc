import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { appRoles, type AppRole } from '@shared/roles.js';
import type { AdminUserPage } from '@shared/schemas/user-admin.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { userAdminTexts } from '../../i18n/users.de.js';
import { PersonBadges, roleLine } from './person-badges.component.js';
import { PersonDialog } from './person.dialog.js';
import { useSchoolUsers } from './users.api.js';
import './user-admin.css';

const t = userAdminTexts;
/** Typing pauses this long before the search asks the API. */
const SEARCH_DELAY_MS = 300;

const useDelayed = (value: string) => {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return delayed;
};

const Pages = ({ result, onPage }: { result: AdminUserPage; onPage: (page: number) => void }) => {
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (pages === 1) return null;
  return (
    <Flex as="nav" aria-label={t.pagination.page(result.page, pages)} alignItems="center" gap="small" wrap="wrap">
      <Button size="small" isDisabled={result.page <= 1} onClick={() => onPage(result.page - 1)}>
        {t.pagination.previous}
      </Button>
      <Text data-testid="users-page">{t.pagination.page(result.page, pages)}</Text>
      <Button size="small" isDisabled={result.page >= pages} onClick={() => onPage(result.page + 1)}>
        {t.pagination.next}
      </Button>
    </Flex>
  );
};

/** /admin/users 'Benutzerverwaltung': the school's people, searched and filtered, a page at a time. */
export const UsersAdminPage = () => {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AppRole | ''>('');
  const [group, setGroup] = useState('');
  const [page, setPage] = useState(1);
  const [openUid, setOpenUid] = useState<string | null>(null);
  const delayedSearch = useDelayed(search.trim());
  const { data, error } = useSchoolUsers({ search: delayedSearch, role: role || undefined, group, page });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <main className="page user-admin" data-testid="users-admin-page">
      <PageHeader back="/admin" title={t.card.title} />
      <Flex className="user-admin__filters" gap="small" wrap="wrap" alignItems="flex-end">
        <TextField
          label={t.search}
          value={search}
          onChange={(event) => filter(setSearch)(event.target.value)}
          type="search"
          autoComplete="off"
          maxLength={50}
        />
        <SelectField label={t.role} value={role} onChange={(event) => filter(setRole)(event.target.value as AppRole | '')}>
          <option value="">{t.allRoles}</option>
          {appRoles.map((value) => (
            <option key={value} value={value}>
              {t.roles[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.group} value={group} onChange={(event) => filter(setGroup)(event.target.value)}>
          <option value="">{t.allGroups}</option>
          {data?.groups.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </Flex>
      <LoadState
        data={data}
        error={error}
        look="page"
        empty={{ when: (result) => result.total === 0, text: t.none, testId: 'users-empty' }}
      >
        {(result) => (
          <Flex direction="column" gap="small">
            <Text data-testid="users-count">{t.count(result.total)}</Text>
            <ul className="user-admin__list" data-testid="users-list">
              {result.users.map((person) => (
                <li key={person.uid}>
                  <button type="button" className="user-admin__row" onClick={() => setOpenUid(person.uid)} data-testid="user-row">
                    <span className="user-admin__name">
                      {person.lastname || person.firstname ? `${person.lastname}, ${person.firstname}` : person.displayName}
                    </span>
                    <span className="user-admin__role">{roleLine(person)}</span>
                    <PersonBadges person={person} />
                  </button>
                </li>
              ))}
            </ul>
            <Pages result={result} onPage={setPage} />
          </Flex>
        )}
      </LoadState>
      {openUid && <PersonDialog uid={openUid} onClose={() => setOpenUid(null)} />}
    </main>
  );
};

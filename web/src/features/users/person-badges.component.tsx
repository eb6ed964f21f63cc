import { Badge, Flex } from '@aws-amplify/ui-react';
import type { AdminUser } from '@shared/schemas/user-admin.schema.js';
import { userAdminTexts } from '../../i18n/users.de.js';

const t = userAdminTexts;

/** A person's registration state, admin flag and deletion mark. */
export const PersonBadges = ({ person }: { person: AdminUser }) => (
  <Flex gap="xs" wrap="wrap">
    <Badge size="small" variation={person.signedUp ? 'success' : 'warning'} data-testid="registration-state">
      {person.signedUp ? t.registered : t.notRegistered}
    </Badge>
    {person.isAdmin && (
      <Badge size="small" variation="info">
        {t.admin}
      </Badge>
    )}
    {person.deletionMarkedAt && (
      <Badge size="small" variation="error" data-testid="deletion-mark">
        {t.markedForDeletion}
      </Badge>
    )}
  </Flex>
);

/** Role and class in one line. */
export const roleLine = (person: AdminUser) => [t.roles[person.role], person.groupDisplayName].filter(Boolean).join(' · ');

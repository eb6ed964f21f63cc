import { Button, Tabs, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PollTab } from '@shared/schemas/poll.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { NEW_POLL_ID } from './poll-defaults.model.js';
import { PollList } from './poll-list.component.js';
import { usePollList } from './polls.api.js';
import './polls.css';

/** The spec's delay before the tabs other than 'Eigene' are fetched. */
const LATER_TABS_DELAY_MS = 300;

const TabContent = ({ tab, enabled }: { tab: PollTab; enabled: boolean }) => {
  const list = usePollList(tab, enabled);
  return (
    <LoadState
      look="page"
      data={list.data}
      error={list.error}
      empty={{ when: ({ polls }) => polls.length === 0, text: t.empty[tab], testId: 'polls-empty' }}
    >
      {({ polls }) => <PollList polls={polls} />}
    </LoadState>
  );
};

/** /polls 'Umfragen': tabs Eigene, Vorlagen, Archiv; tutors create polls with the plus button. */
export const PollsPage = () => {
  const { user } = useBootstrap();
  const navigate = useNavigate();
  const [tab, setTab] = useState<PollTab>('own');
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), LATER_TABS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The builder stores the new poll with its first save.
  const add = () => void navigate(tab === 'templates' ? `/poll/${NEW_POLL_ID}?kind=template` : `/poll/${NEW_POLL_ID}`);
  return (
    <main className="page polls" data-testid="polls-page">
      <PageHeader
        back="/"
        title={texts.titles.polls}
        actions={
          user.role === 'tutor' && (
            <Button variation="primary" size="small" onClick={add} aria-label={tab === 'templates' ? t.createTemplate : t.create}>
              +
            </Button>
          )
        }
      />
      <Text className="polls__note">{t.guardianNote}</Text>
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as PollTab)}
        items={(['own', 'templates', 'archive'] as const).map((value) => ({
          label: t.tabs[value],
          value,
          content: <TabContent tab={value} enabled={value === 'own' || later} />,
        }))}
      />
    </main>
  );
};

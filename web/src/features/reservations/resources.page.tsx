import { Heading, Tabs } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { texts } from '../../i18n/texts.de.js';
import { MyReservations } from './my-reservations.component.js';
import { ReserveForm } from './reserve-form.component.js';
import { SEARCH_TYPE_ID } from './search-form.component.js';
import './reservations.css';

type Tab = 'booked' | 'new';

/**
 * /resources 'Geräteverwaltung': on wide screens the side list 'Reservierte Geräte' beside the
 * reserve form, on phones the tabs 'Gebucht' and 'Neu'.
 */
export const ResourcesPage = () => {
  const wide = useWideLayout();
  const [tab, setTab] = useState<Tab>('new');
  // Wide: the reserve form is beside the list, so 'Gerät buchen' moves the focus to its first field.
  const booked = <MyReservations onBook={() => (wide ? document.getElementById(SEARCH_TYPE_ID)?.focus() : setTab('new'))} />;
  return (
    <main className="page resources" data-testid="resources-page">
      <PageHeader back="/" title={texts.titles.resources} />
      {wide ? (
        <div className="resources__layout">
          <aside className="resources__booked" aria-label={t.booked}>
            <Heading level={2} fontSize="large">
              {t.booked}
            </Heading>
            {booked}
          </aside>
          <ReserveForm polling />
        </div>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          items={[
            { label: t.tabs.booked, value: 'booked', content: booked },
            { label: t.tabs.new, value: 'new', content: <ReserveForm polling={tab === 'new'} /> },
          ]}
        />
      )}
    </main>
  );
};

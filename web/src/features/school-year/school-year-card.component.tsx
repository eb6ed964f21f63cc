import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { SchoolYear } from '@shared/schemas/school-year.schema.js';
import { AdminCard } from '../../components/admin-card.component.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { LoadState } from '../../components/load-state.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { schoolYearTexts as t } from '../../i18n/school-year.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanDay } from '../../lib/german-date.js';
import { PrepareYearForm } from './prepare-year-form.component.js';
import { useSchoolYearActions, useSchoolYears } from './school-year.api.js';
import './school-year.css';

const YearLine = ({ year }: { year: SchoolYear }) => (
  <li data-testid={`school-year-${year.id}`}>
    <Text as="span" fontWeight="bold">
      {year.name}
    </Text>{' '}
    {germanDay(year.start)} – {germanDay(year.end)} · {t.states[year.state]}
  </li>
);

/**
 * Admin-area card 'Schuljahr': the school's years, the form for the next one (a new one after each switch),
 * its switch (after a confirmation) and the leavers of the previous year.
 */
export const SchoolYearCard = () => {
  const years = useSchoolYears();
  const actions = useSchoolYearActions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      if (text) setOutcome({ ok: true, text });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminCard title={t.title} description={t.description}>
      <LoadState data={years.data} error={years.error} look="section">
        {({ years: list, leavers }) => {
          const prepared = list.find((year) => year.state === 'prepared');
          return (
            <Flex direction="column" gap="medium" alignItems="flex-start" className="school-year-card">
              <ul className="school-year-list">
                {list.map((year) => (
                  <YearLine key={year.id} year={year} />
                ))}
              </ul>
              <PrepareYearForm
                key={list.find((year) => year.state === 'active')?.id}
                prepared={prepared}
                others={list.filter((year) => year.state !== 'prepared')}
                busy={busy}
                onSave={(body, edit) =>
                  run(async () => {
                    try {
                      edit.saved(await actions.prepare(body));
                      return t.saved;
                    } catch (error) {
                      if (await edit.refused(error)) return null;
                      throw error;
                    }
                  })
                }
              />
              {prepared && (
                <Button variation="primary" size="small" onClick={() => setAsking(true)} isDisabled={busy}>
                  {t.activate(prepared.name)}
                </Button>
              )}
              <OutcomeAlert outcome={outcome} />
              <Heading level={3} fontSize="medium">
                {t.leavers}
              </Heading>
              <Text fontSize="small">{t.leaversHint}</Text>
              <Button size="small" onClick={() => void run(async () => (await actions.flagLeavers(), null))} isDisabled={busy}>
                {t.flagLeavers}
              </Button>
              {leavers.length === 0 ? (
                <Text fontSize="small">{t.noLeavers}</Text>
              ) : (
                <ul className="school-year-list" data-testid="leavers">
                  {leavers.map((leaver) => (
                    <li key={leaver.uid}>
                      {leaver.displayName}
                      {leaver.groupDisplayName && ` (${leaver.groupDisplayName})`}
                    </li>
                  ))}
                </ul>
              )}
              {asking && prepared && (
                <ConfirmDialog
                  title={t.activate(prepared.name)}
                  text={t.activateQuestion(prepared.name)}
                  confirm={t.activateConfirm}
                  cancel={t.cancel}
                  testId="activate-school-year"
                  onClose={() => setAsking(false)}
                  onConfirm={() => {
                    setAsking(false);
                    void run(async () => (await actions.activate(prepared.id), t.activated(prepared.name)));
                  }}
                />
              )}
            </Flex>
          );
        }}
      </LoadState>
    </AdminCard>
  );
};

import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { CourseRegistrations } from '@shared/schemas/course.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useOfferActions, useRegistrations } from './courses.api.js';
import { OptionRegistrationsTable } from './option-registrations-table.component.js';
import { downloadRegistrationsCsv } from './registrations-csv.model.js';

/** Without priorities a registration takes a place; with them it is a wish until the confirmed allocation fills the places. */
const optionSummary = (view: CourseRegistrations, option: CourseRegistrations['offer']['options'][number]) => {
  const wishes = view.registrations.filter((row) => row.optionId === option.id).length;
  const { usePriority, multipleRegistrationOptions, maxOptions, options } = view.offer;
  // Priorities apply only with more than one choosable option (as on the server).
  if (!(usePriority && multipleRegistrationOptions && Math.min(maxOptions, options.length) > 1)) return t.places(wishes, option.groupsize);
  const places = view.offer.allocationState === 'confirmed' ? t.places(option.taken, option.groupsize) : t.placesPlain(option.groupsize);
  return `${t.tutor.wishes(wishes)}, ${places}`;
};

/** The registrations of one offer per option (with priorities), the allocation's actions and the CSV export. */
export const Registrations = ({ offerId }: { offerId: string }) => {
  const { data, error } = useRegistrations(offerId);
  const act = useOfferActions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = (action: 'allocate' | 'confirm') =>
    act(offerId, action).then(
      () => setOutcome(null),
      (failure: unknown) => setOutcome({ ok: false, code: errorCodeOf(failure) }),
    );
  return (
    <LoadState data={data} error={error} look="section">
      {(view) => {
        const withPlace = view.allocation?.entries.filter((entry) => entry.optionId !== null).length ?? 0;
        return (
          <Flex direction="column" gap="small" data-testid="registrations">
            {view.offer.options.map((option) => (
              <section key={option.id}>
                <Heading level={4} fontSize="medium">
                  {option.displayName} ({optionSummary(view, option)})
                </Heading>
                <OptionRegistrationsTable view={view} optionId={option.id} />
              </section>
            ))}
            {view.allocation && (
              <Text data-testid="allocation-summary">{t.tutor.allocated(withPlace, view.allocation.entries.length)}</Text>
            )}
            {view.allocation && <Text fontSize="small">{t.tutor.seed(view.allocation.seed)}</Text>}
            <Flex wrap="wrap" gap="small">
              {view.offer.usePriority && view.offer.allocationState !== 'confirmed' && (
                <Button onClick={() => void run('allocate')}>{t.tutor.allocate}</Button>
              )}
              {view.offer.allocationState === 'allocated' && (
                <Button variation="primary" onClick={() => void run('confirm')}>
                  {t.tutor.confirm}
                </Button>
              )}
              {view.offer.allocationState === 'confirmed' && <Text>{t.tutor.confirmed}</Text>}
              <Button onClick={() => downloadRegistrationsCsv(view)}>{t.tutor.csv}</Button>
            </Flex>
            <OutcomeAlert outcome={outcome} />
          </Flex>
        );
      }}
    </LoadState>
  );
};

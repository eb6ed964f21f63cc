import { Button, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { CourseRegistrations } from '../../../../shared/schemas/course.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useOfferActions, useRegistrations } from './courses.api.js';
import { registrationsCsv } from './registrations-csv.js';

const download = (view: CourseRegistrations) => {
  const url = URL.createObjectURL(new Blob([registrationsCsv(view)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `anmeldungen-${view.offer.displayName.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};

const OptionTable = ({ view, optionId }: { view: CourseRegistrations; optionId: string }) => {
  const rows = view.registrations.filter((registration) => registration.optionId === optionId);
  const allotted = new Map(view.allocation?.entries.map((entry) => [entry.studentUid, entry.optionId]) ?? []);
  if (rows.length === 0) return <Text fontSize="small">{t.tutor.noRegistrations}</Text>;
  return (
    <div className="course-table">
      <Table size="small" data-testid="registration-table">
        <TableHead>
          <TableRow>
            {t.csvColumns.slice(1, view.allocation ? 6 : 4).map((column) => (
              <TableCell as="th" key={column}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.studentUid}>
              <TableCell>{row.displayName}</TableCell>
              <TableCell>{row.group}</TableCell>
              <TableCell>{row.priority ?? ''}</TableCell>
              {view.allocation && <TableCell>{row.createdAt.slice(0, 10)}</TableCell>}
              {view.allocation && <TableCell>{allotted.get(row.studentUid) === optionId ? 'ja' : 'nein'}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};

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
                <OptionTable view={view} optionId={option.id} />
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
              <Button onClick={() => download(view)}>{t.tutor.csv}</Button>
            </Flex>
            <OutcomeAlert outcome={outcome} />
          </Flex>
        );
      }}
    </LoadState>
  );
};

import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { SubstitutionPlan } from '@shared/schemas/substitutions.schema.js';
import { berlinToday } from '@shared/week.js';
import { LoadState } from '../../components/load-state.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { displayLinkTexts } from '../../i18n/display-links.de.js';
import { substitutionTexts } from '../../i18n/substitutions.de.js';
import { useOnline } from '../../lib/use-online.hook.js';
import { SubstitutionEntries } from '../substitutions/index.js';
import { useDisplayBoard } from './display-links.api.js';
import { displayPagesOf, type DisplayPage as ScreenPage } from './display-pages.model.js';
import './display-links.css';

const t = displayLinkTexts.board;

/** How long a screen page stays before the next one. */
const DISPLAY_PAGE_MS = 12_000;
/** Codes that mean the link itself no longer works (revoked, expired, or no link at all). */
const INVALID_LINK = new Set(['display-link-invalid', 'display-link-expired', 'not-found', 'validation-failed']);
/** Lines the screen's head and page indicator take (the phone's head wraps); a lesson takes two lines in the phone's list. */
const HEAD_LINES = 4;
const PHONE_HEAD_LINES = 6;
const PHONE_LINES_PER_LESSON = 2;
/**
 * The height of a counted line in the screen's type (em), as rendered with display-links.css: a
 * class's table (caption, column heads, one row) is about 5.4 em, so 1.8 per line; the phone's list
 * is denser (a lesson's two lines with their spacing about 3 em).
 */
const LINE_EM = 1.75;
const PHONE_LINE_EM = 1.5;

const standOf = (plan: SubstitutionPlan) => format(parseISO(plan.readAt), 'dd.MM.yyyy, HH:mm', { locale: de });
const dayTitle = (day: string) => format(parseISO(day), 'EEEE, dd.MM.yyyy', { locale: de });
const noLessonIsNew = () => false;

/**
 * Lines of the screen's type that fit below its head: estimated from the window's height (after the
 * first render, following resizes), then one line less after each page drawn that still runs below
 * the window (entries that wrap or take more lines than counted), so a page always fits.
 */
const useLinesPerPage = (wide: boolean) => {
  const root = useRef<HTMLElement>(null);
  const [estimate, setEstimate] = useState({ lines: 0, spare: 0 });
  useEffect(() => {
    const measure = () => {
      const fontSize = root.current ? Number.parseFloat(getComputedStyle(root.current).fontSize) : 16;
      const lineHeight = fontSize * (wide ? LINE_EM : PHONE_LINE_EM);
      setEstimate({ lines: Math.floor(window.innerHeight / lineHeight) - (wide ? HEAD_LINES : PHONE_HEAD_LINES), spare: 0 });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [wide]);
  /** Takes one line back while the shown page runs below the window; called after each page drawn. */
  const fit = useCallback(() => {
    const overflows = root.current !== null && root.current.scrollHeight > window.innerHeight;
    setEstimate((current) => (overflows && current.lines - current.spare > 1 ? { ...current, spare: current.spare + 1 } : current));
  }, []);
  return { root, lines: estimate.lines - estimate.spare, fit };
};

/** The page shown now: the next one every DISPLAY_PAGE_MS while there are several. */
const usePageTurn = (count: number) => {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setInterval(() => setTurn((current) => current + 1), DISPLAY_PAGE_MS);
    return () => window.clearInterval(timer);
  }, [count]);
  return turn % Math.max(count, 1);
};

const Page = ({ page }: { page: ScreenPage }) => (
  <div className="display__page">
    {page.map((section) => (
      <section key={section.day} className="display__day" aria-label={dayTitle(section.day)} data-testid={`display-day-${section.day}`}>
        <h2>
          {dayTitle(section.day)}
          {section.day === berlinToday() && <span className="display__today"> ({substitutionTexts.today})</span>}
        </h2>
        {section.groups.length === 0 ? (
          <p className="display__empty">{substitutionTexts.empty}</p>
        ) : (
          section.groups.map((group) => (
            <SubstitutionEntries
              key={group.name}
              name={substitutionTexts.ownClass(group.name)}
              entries={group.entries}
              showClasses={false}
              isNew={noLessonIsNew}
            />
          ))
        )}
      </section>
    ))}
  </div>
);

const Board = ({ plan, offline }: { plan: SubstitutionPlan; offline: boolean }) => {
  const wide = useWideLayout();
  const { root, lines, fit } = useLinesPerPage(wide);
  const pages = displayPagesOf(plan.days, lines, wide ? 1 : PHONE_LINES_PER_LESSON);
  const shown = usePageTurn(pages.length);
  useLayoutEffect(fit, [fit, plan, lines, shown]);
  return (
    <main className="display" ref={root} data-testid="display-page">
      <header className="display__head">
        <h1 className="display__school">{plan.schoolName}</h1>
        <p className="display__title">{t.title}</p>
        <p className="display__stand">{t.readAt(standOf(plan))}</p>
      </header>
      <Page page={pages[shown] ?? []} />
      <footer className="display__foot">
        {offline && (
          <p className="display__offline" role="status" data-testid="display-offline">
            {t.offline(standOf(plan))}
          </p>
        )}
        {pages.length > 1 && (
          <p className="display__pages" aria-live="off">
            {t.page(shown + 1, pages.length)}
          </p>
        )}
      </footer>
    </main>
  );
};

/**
 * /display/:token, a hallway screen: the school's Vertretungsplan as students see 'Alle Klassen', in
 * large type, without signing in. It pages through a long plan by itself ('Seite 1 von 3'), asks for
 * the plan again every minute (the browser revalidates with the ETag: 304 while unchanged), keeps
 * the last plan with 'Keine Verbindung …' while the network is gone, and says when the link no
 * longer works.
 */
export const DisplayPage = () => {
  const { token = '' } = useParams();
  const { data, error } = useDisplayBoard(token);
  const online = useOnline();
  if (error?.code && INVALID_LINK.has(error.code))
    return (
      <main className="display display--invalid" data-testid="display-page">
        <h1 className="display__school">{t.invalid}</h1>
        <p>{t.invalidHint}</p>
      </main>
    );
  if (data) return <Board plan={data} offline={!online || error?.code === 'network-error'} />;
  return (
    <main className="display display--loading" data-testid="display-page">
      <LoadState data={data} error={error} look="page" />
    </main>
  );
};

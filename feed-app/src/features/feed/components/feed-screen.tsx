import { lazy, Suspense, useState } from 'react';
import { Link } from 'shared-router';
import { useSession } from 'shared-auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import type { FeedTab } from '../api/get-job-openings';
import { activeFilterCount } from '../filters';
import { useFeedUrl } from '../hooks/use-feed-url';
import { FeedPreferencesPrompt, TabsMatchesSwitch } from './matches-preferences-switch';
import { FilterButton } from './filter-button';
import { JobFeedList } from './job-feed-list';
import { SearchBox } from './search-box';
import styles from './feed-screen.module.css';

// The dialog (Radix dialog, slider, checkboxes) is not on the first screen: its code is fetched when
// the pointer or focus reaches the Filters button, and it mounts on the first open, so hydrating the
// feed neither downloads nor runs it.
const loadFilterDialog = () => import('./filter-dialog');
const FilterDialog = lazy(() => loadFilterDialog().then((module) => ({ default: module.FilterDialog })));

const TABS: ReadonlyArray<{ value: FeedTab; label: string }> = [
  { value: 'latest', label: 'Latest' },
  { value: 'faang', label: 'FAANG+' },
];

/** The tabbed feed (docs/PRODUCT.md#feed): FAANG+ first, filters and search above the tabs. */
export default function FeedScreen() {
  const { isLoggedIn } = useSession();
  const { filters, search, applyFilters, applySearch, clearFiltersAndSearch } = useFeedUrl();
  const [tab, setTab] = useState<FeedTab>('faang');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersOpened, setFiltersOpened] = useState(false);
  const activeCount = activeFilterCount(filters);

  return (
    <section className={styles.screen} aria-labelledby="feed-title">
      <div className={styles.heading}>
        <h1 id="feed-title" className={styles.title}>
          Referral openings
        </h1>
        {!isLoggedIn && (
          <p className={styles.visitorNote}>
            <Link to="/signup">Create an account</Link> to ask for a referral.
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <SearchBox value={search} onSearch={applySearch} />
        <FilterButton
          activeCount={activeCount}
          onIntent={() => void loadFilterDialog()}
          onClick={() => {
            setFiltersOpened(true);
            setFiltersOpen(true);
          }}
        />
      </div>
      {filtersOpened && (
        <Suspense fallback={null}>
          <FilterDialog
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            applied={filters}
            onApply={(next) => {
              applyFilters(next);
              setFiltersOpen(false);
            }}
          />
        </Suspense>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as FeedTab)}>
        <div className={styles.tabsRow}>
          <TabsList aria-label="Feed">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsMatchesSwitch
            checked={filters.matchesOnly}
            onChange={(matchesOnly) => applyFilters({ ...filters, matchesOnly })}
          />
        </div>
        {TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <JobFeedList
              tab={value}
              filters={filters}
              search={search}
              filtersActive={activeCount > 0}
              onClearFilters={clearFiltersAndSearch}
            />
          </TabsContent>
        ))}
      </Tabs>
      <FeedPreferencesPrompt />
    </section>
  );
}

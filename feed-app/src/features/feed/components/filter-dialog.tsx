import { useState } from 'react';
import { Button, CheckboxGroup } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { RangeSlider } from 'shared-ui/range-slider';
import {
  DEFAULT_FILTERS,
  EMPLOYMENT_TYPES,
  FILTER_COMPANIES,
  FILTER_LOCATIONS,
  YOE_MAX,
  YOE_MIN,
  yoeRangeLabel,
  type FeedFilters,
} from '../filters';
import { MatchesPreferencesSwitch } from './matches-preferences-switch';
import styles from './filter-dialog.module.css';

export interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters in the URL: the dialog starts from them each time it opens. */
  applied: FeedFilters;
  onApply: (filters: FeedFilters) => void;
}

/** The dialog's body; mounted on open, so closing throws its unapplied changes away. */
function FilterForm({ applied, onApply }: Pick<FilterDialogProps, 'applied' | 'onApply'>) {
  const [draft, setDraft] = useState<FeedFilters>(applied);
  const update = (change: Partial<FeedFilters>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <MatchesPreferencesSwitch
        checked={draft.matchesOnly}
        onChange={(matchesOnly) => update({ matchesOnly })}
      />
      <CheckboxGroup
        legend="Employment Type"
        name="employment_type"
        options={EMPLOYMENT_TYPES}
        selected={draft.employmentTypes}
        onChange={(employmentTypes) => update({ employmentTypes })}
      />
      <CheckboxGroup
        legend="Locations"
        name="locations"
        options={FILTER_LOCATIONS}
        selected={draft.locations}
        onChange={(locations) => update({ locations })}
      />
      <fieldset className={styles.range}>
        <legend className={styles.legend}>Years of Experience</legend>
        <RangeSlider
          min={YOE_MIN}
          max={YOE_MAX}
          value={[draft.minYoe, draft.maxYoe]}
          onValueChange={([minYoe, maxYoe]) => update({ minYoe, maxYoe })}
          thumbLabels={['Minimum years of experience', 'Maximum years of experience']}
        />
        <p className={styles.rangeLabel} aria-live="polite">
          {yoeRangeLabel(draft.minYoe, draft.maxYoe)}
        </p>
      </fieldset>
      <CheckboxGroup
        legend="Companies"
        name="companies"
        options={FILTER_COMPANIES}
        selected={draft.companies}
        onChange={(companies) => update({ companies })}
      />
      <div className={styles.footer}>
        <Button variant="ghost" onClick={() => setDraft(DEFAULT_FILTERS)}>
          Clear All
        </Button>
        <Button type="submit">Apply Filters</Button>
      </div>
    </form>
  );
}

export function FilterDialog({ open, onOpenChange, applied, onApply }: FilterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Filters">
      {open && <FilterForm applied={applied} onApply={onApply} />}
    </Dialog>
  );
}

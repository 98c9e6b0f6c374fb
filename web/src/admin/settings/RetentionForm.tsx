/** Analytics retention: config/events, how many days an analytics event is kept. */
import TimelineIcon from '@mui/icons-material/Timeline';
import type { EventsConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { NumberField } from '../shared/NumberField';
import { eventsForm, type EventsValues } from './settingsForms';

export type RetentionFormProps = ConfigFormProps<EventsConfig>;

export function RetentionForm(props: RetentionFormProps) {
  return (
    <ConfigSection
      {...props}
      def={eventsForm}
      title="Analytics retention"
      icon={TimelineIcon}
      description="How long analytics events (page views, sign-ups, clicks) are kept. The daily clean-up deletes older ones; the day counters behind the Events charts are not affected."
    >
      {(fields) => <RetentionFields {...fields} />}
    </ConfigSection>
  );
}

function RetentionFields({ form, disabled }: FieldsProps<EventsConfig, EventsValues>) {
  return (
    <NumberField
      control={form.control}
      name="retention_days"
      label="Keep events for (days)"
      hint="1 to 3650 days"
      min={1}
      disabled={disabled}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}

/** Where PilotMiles is available: config/geo, the blocked and allowed country lists. */
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import type { GeoConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { CountryCodesField } from './CountryCodesField';
import { geoForm, servedSummary, type GeoValues } from './settingsForms';

export type GeoFormProps = ConfigFormProps<GeoConfig>;

export function GeoForm(props: GeoFormProps) {
  return (
    <ConfigSection
      {...props}
      def={geoForm}
      title="Where PilotMiles is available"
      icon={PublicIcon}
      description="Sign-up and every way to earn are refused from a country that is not served; members there see the 'not available in your country' page. An empty allowed list means every country except the blocked ones. Saved lists apply within a minute."
    >
      {(fields) => <GeoFields {...fields} />}
    </ConfigSection>
  );
}

function GeoFields({ form, disabled }: FieldsProps<GeoConfig, GeoValues>) {
  const { control } = form;
  const values = useWatch({ control });
  const blocked = (values.blocked ?? []).filter((c): c is string => !!c);
  const allowed = (values.allowed ?? []).filter((c): c is string => !!c);
  const both = allowed.filter((c) => blocked.includes(c));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <CountryCodesField
        control={control}
        name="blocked"
        label="Blocked countries"
        hint="Never served, whatever the allowed list says."
        disabled={disabled}
      />
      <CountryCodesField
        control={control}
        name="allowed"
        label="Allowed countries"
        hint="Empty: every country except the blocked ones."
        disabled={disabled}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="geo-summary">
          {servedSummary({ blocked, allowed })}
        </Typography>
        {both.length > 0 && (
          <Typography variant="body2" color="warning.dark">
            {both.join(', ')} {both.length === 1 ? 'is' : 'are'} both allowed and blocked: blocked wins.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

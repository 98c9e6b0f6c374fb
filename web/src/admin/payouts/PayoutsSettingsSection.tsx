/** The settings tab: the review rules form, loaded and saved like the other config forms. */
import { useConfig } from '../shared/useConfig';
import { PayoutsConfigForm } from './PayoutsConfigForm';
import { payoutsForm } from './payoutsConfigForm';

export function PayoutsSettingsSection() {
  const config = useConfig(payoutsForm);
  return <PayoutsConfigForm {...config} />;
}

/** /admin/grafana-embedded: the Grafana board staff configured, framed. */
import { EmbeddedToolPage } from './EmbeddedToolPage';

export default function GrafanaEmbeddedPage() {
  return <EmbeddedToolPage tool="grafana_embedded" heading="Grafana" />;
}

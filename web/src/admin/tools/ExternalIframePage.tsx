/** /admin/external-iframe: the external tool staff configured, framed. */
import { EmbeddedToolPage } from './EmbeddedToolPage';

export default function ExternalIframePage() {
  return <EmbeddedToolPage tool="external_iframe" heading="External tool" />;
}

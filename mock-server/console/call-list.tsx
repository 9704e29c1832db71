import { mockTools, type MockToolName } from '../src/mock/tools';
import { sandboxBase } from './api';
import { CALL_SUMMARIES_DE } from './texts';
import type { Translate } from './texts';
import { Section, useConsole } from './ui';

/** Calls the buttons above do not make, for scripts, tests and the web app. */
const OTHER_CALLS: [call: string, key: Parameters<Translate>[0]][] = [
  ['GET /__mock/geo/search?q=Berlin', 'calls.geoSearch'],
  ['GET /__mock/geo/reverse?lat=52.52&lon=13.405&format=json', 'calls.geoReverse'],
  ['GET /__mock/tiles/{z}/{x}/{y}.png', 'calls.tile'],
  ['GET /__mock/provider/onboarding?account=', 'calls.onboarding'],
  ['GET /s/{code}', 'calls.shortLink'],
  ['POST /__mock/pact/state', 'calls.pactState'],
];

/** The JSON calls behind every button, for scripts and tests. */
export function CallList() {
  const { t, lang } = useConsole();
  return (
    <Section id="calls" title={t('calls.title')} wide>
      <p className="muted">{t('calls.about')}</p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('calls.call')}</th>
              <th scope="col">{t('calls.what')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(mockTools).map(([name, tool]) => (
              <tr key={name}>
                <td>
                  <code>
                    {tool.method} {tool.path}
                  </code>
                </td>
                <td>{lang === 'de' ? CALL_SUMMARIES_DE[name as MockToolName] : tool.summary}</td>
              </tr>
            ))}
            {OTHER_CALLS.map(([call, key]) => (
              <tr key={call}>
                <td>
                  <code>{call}</code>
                </td>
                <td>{t(key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="links">
        <li>
          <a href="/docs">{t('calls.apiDocs')}</a>
        </li>
        <li>
          <a href={`${sandboxBase}/__mock/outbox.html`}>{t('calls.outboxPage')}</a>
        </li>
      </ul>
    </Section>
  );
}

import { mockTools, type MockToolName } from '@mbo/contracts/mock';
import { CALL_SUMMARIES_DE } from './texts';
import { Section, useConsole } from './ui';

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
          </tbody>
        </table>
      </div>
      <ul className="links">
        <li>
          <a href="/docs">{t('calls.apiDocs')}</a>
        </li>
        <li>
          <a href="/__mock/outbox.html">{t('calls.outboxPage')}</a>
        </li>
      </ul>
    </Section>
  );
}

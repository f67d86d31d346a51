import { DocsCopy, ENV_DOCS } from '@infragen/contracts';
import { RichText } from '@/components/content/rich-text';

const tableClass = 'w-full border-collapse text-left text-sm';
const headClass = 'border-b border-border py-2 pr-3 font-semibold';

/**
 * Every environment variable with its meaning, as the processes describe them to themselves. In a
 * chunk of its own: the descriptions sit beside the variables' schema, which brings the schema
 * library along, and the page should not wait for that.
 */
export default function EnvironmentTable() {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className={`${tableClass} min-w-[32rem]`} data-testid="environment-table">
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {DocsCopy.environment.variable}
            </th>
            <th scope="col" className={headClass}>
              {DocsCopy.environment.meaning}
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(ENV_DOCS).map(([name, meaning]) => (
            <tr key={name} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-3 font-mono text-xs font-semibold">
                {name}
              </th>
              <td className="py-2 text-muted-foreground">
                <RichText text={meaning} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { DocsCopy, FORMATS, PLATFORM_IDS, PLATFORMS, type PlatformId } from '@infragen/contracts';

const tableClass = 'w-full border-collapse text-left text-sm';
const headClass = 'border-b border-border py-2 pr-3 font-semibold';

/** Every platform and its formats, the first being the default. */
export function PlatformsTable() {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {DocsCopy.platforms.platform}
            </th>
            <th scope="col" className={headClass}>
              {DocsCopy.platforms.formats}
            </th>
          </tr>
        </thead>
        <tbody>
          {PLATFORM_IDS.map((id) => (
            <tr key={id} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {PLATFORMS[id].name}
              </th>
              <td className="py-2 text-muted-foreground">
                <PlatformFormatsText platform={id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlatformFormatsText({ platform }: { platform: PlatformId }) {
  return (
    <>
      {PLATFORMS[platform].formats
        .map((format, index) =>
          index === 0 ? `${FORMATS[format].label} (${DocsCopy.platforms.defaultFormat})` : FORMATS[format].label,
        )
        .join(', ')}
    </>
  );
}

/** One platform's formats, as a list. */
export function PlatformFormats({ platform }: { platform: PlatformId }) {
  return (
    <ul className="mt-3 list-disc space-y-1 pl-6">
      {PLATFORMS[platform].formats.map((format, index) => (
        <li key={format}>
          {FORMATS[format].label}
          {index === 0 && <span className="text-muted-foreground"> ({DocsCopy.platforms.defaultFormat})</span>}
        </li>
      ))}
    </ul>
  );
}

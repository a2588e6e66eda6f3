import { Link } from 'react-router';
import { Dropdown } from './Dropdown';
import type { MenuSection } from './menu-sections';

/** An audience in the main bar: its name, opening the links to its home and its programmes. */
export function AudienceDropdown({ section, open, onToggle }: { section: MenuSection; open: boolean; onToggle: (open: boolean) => void }) {
  return (
    <Dropdown
      label={
        <>
          {section.title} <span aria-hidden="true">▾</span>
        </>
      }
      open={open}
      onToggle={onToggle}
    >
      <SectionLinks section={section} />
    </Dropdown>
  );
}

/** An audience's home and programmes; a programme still to come is shown greyed, not linked. */
export function SectionLinks({ section }: { section: MenuSection }) {
  return (
    <ul className="section-links">
      <li>
        <Link to={section.home}>{section.title} home</Link>
      </li>
      {section.entries.map((entry) =>
        entry.to ? (
          <li key={entry.key}>
            <Link to={entry.to}>{entry.title}</Link>
          </li>
        ) : (
          <li key={entry.key} className="section-links__preview">
            {entry.title} <span className="badge">Coming soon</span>
          </li>
        ),
      )}
    </ul>
  );
}

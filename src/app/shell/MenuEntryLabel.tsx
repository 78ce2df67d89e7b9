import { PremiumMark } from '../../ui/PremiumMark';
import { isExternal, type MenuEntry } from '../../site/menus';
import { NewTabNote } from '../../ui/NewTabNote';

/** An entry's text: its label, the diamond when it is premium, and a spoken note when it leaves the portal. */
export function MenuEntryLabel({ entry }: { entry: MenuEntry }) {
  return (
    <>
      {entry.label}
      {entry.premium && (
        <>
          {' '}
          <PremiumMark />
        </>
      )}
      {isExternal(entry) && <NewTabNote />}
    </>
  );
}

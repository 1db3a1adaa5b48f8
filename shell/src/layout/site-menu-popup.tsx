import { Fragment } from 'react';
import { Link, useNavigate } from 'shared-router';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from 'shared-ui/menu';
import { signOut } from 'shared-auth';
import { menuEntriesFor, type MenuViewer } from './menu-entries';
import { MenuButtonFace } from './menu-button-face';
import styles from './site-menu.module.css';

/** The header menu itself (Radix Dropdown Menu); SiteMenu loads it on first use, already open. */
export default function SiteMenuPopup({
  viewer,
  defaultOpen = false,
}: {
  viewer: MenuViewer;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const entries = menuEntriesFor(viewer);
  const logOut = () => {
    // signOut forgets the local session at once; the server revoke may finish after we leave.
    void signOut();
    navigate('/login');
  };
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger className={styles.trigger} aria-label="Open menu">
        <MenuButtonFace />
      </MenuTrigger>
      <MenuContent>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <MenuItem key={entry.to} asChild>
              <Link to={entry.to}>{entry.label}</Link>
            </MenuItem>
          ) : (
            <Fragment key="logout">
              <MenuSeparator />
              <MenuItem onSelect={logOut}>{entry.label}</MenuItem>
            </Fragment>
          ),
        )}
      </MenuContent>
    </Menu>
  );
}

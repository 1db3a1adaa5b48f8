import { Fragment } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from 'shared-ui';
import { signOut } from 'shared-auth';
import { menuEntriesFor, type MenuViewer } from './menu-entries';
import styles from './site-menu.module.css';

export function SiteMenu({ viewer }: { viewer: MenuViewer }) {
  const navigate = useNavigate();
  const entries = menuEntriesFor(viewer);
  const logOut = () => {
    // signOut forgets the local session at once; the server revoke may finish after we leave.
    void signOut();
    navigate('/login');
  };
  return (
    <Menu modal={false}>
      <MenuTrigger className={styles.trigger} aria-label="Open menu">
        <span className={styles.bars} aria-hidden="true" />
        <span className={styles.label}>Menu</span>
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

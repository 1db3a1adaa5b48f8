import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './menu.module.css';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  collisionPadding = 8,
  ...props
}: ComponentPropsWithoutRef<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        className={[styles.content, className].filter(Boolean).join(' ')}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

/** A menu entry; pass `asChild` with a router `Link` for navigation items. */
export function MenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={[styles.item, className].filter(Boolean).join(' ')} {...props} />;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}

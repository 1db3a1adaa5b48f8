import type { ComponentType } from 'react';

export const PRODUCT_NAME = 'ReferralHub';

/** "Pricing · ReferralHub" for the tab and the history (WCAG 2.4.2); React 19 hoists it into <head>. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Render once per screen; a screen whose title depends on data renders it when the data is known. */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title)}</title>;
}

/** A screen of a remote's `screens` map with its fixed title; data-titled screens render PageTitle themselves. */
export function withPageTitle(title: string, Screen: ComponentType): ComponentType {
  function TitledScreen() {
    return (
      <>
        <PageTitle title={title} />
        <Screen />
      </>
    );
  }
  TitledScreen.displayName = `Titled(${title})`;
  return TitledScreen;
}

/** The id of a menu's panel, which its toggle in the nav controls. */
export const panelId = (label: string) => `mega-${label.toLowerCase()}`;

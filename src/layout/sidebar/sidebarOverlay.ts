import { createContext, useContext } from 'react';

/**
 * Whether the menu is drawn in the small screens' overlay drawer: there it always shows its labels,
 * whatever react-admin's stored sidebar state (the menu button flips that state to open the overlay,
 * and react-admin would then draw its menu closed, 50 px wide).
 */
export const SidebarOverlayContext = createContext(false);

export const useInSidebarOverlay = () => useContext(SidebarOverlayContext);

/**
 * react-aria's overlay components, in one module that ui/overlays.tsx loads on the first open of any
 * dialog, sheet or popover: no screen's first load carries them.
 */
export { Dialog, Heading, Modal, ModalOverlay, OverlayArrow, Popover } from 'react-aria-components';

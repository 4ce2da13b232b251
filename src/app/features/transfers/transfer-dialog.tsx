import { ModalDialog, type ModalDialogProps } from '../../ui/modal-dialog';

/** The transfers area's modals are the dashboard's. */
export const TransferDialog = ModalDialog;
export type TransferDialogProps = ModalDialogProps;

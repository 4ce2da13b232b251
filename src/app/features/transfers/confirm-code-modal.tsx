// The modal is the dashboard's (ui/): transfers and capital confirm with it.
export {
  AUTHENTICATOR_TEXT,
  ConfirmCodeModal,
  type ConfirmCodeModalProps,
  isConfirmableCode,
  sentCodeText,
} from '../../ui/confirm-code-modal';

/** What other modules use of access: a user's memberships (the shell's switcher). */
export { membershipOn, membershipsOf } from './profile';

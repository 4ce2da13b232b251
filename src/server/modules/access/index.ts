/** What other server code uses of access: a user's memberships (the shell's switcher), the role ids. */
export { membershipOn, membershipsOf } from './profile';
export { ROLE_IDS } from './permissions';

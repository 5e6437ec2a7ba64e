/** What the app shell uses of the account feature. */
export { accountDialogs } from './account-dialogs';
export { signOut } from './api/sign-out';
export { AccountDialogs } from './components/account-dialogs';

/** What the app shell uses of the account feature. */
export { accountDialogs } from './account-dialogs';
export { AccountDialogs } from './components/account-dialogs';

import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { Paths } from '@/navigation/paths';
import { accountDialogs } from '../account-dialogs';

/** /modifyPassword (spec 000 §2): opens the change-password dialog over the home page. */
export const ModifyPasswordPage = () => {
  useEffect(() => accountDialogs.open('password'), []);
  return <Navigate to={Paths.home} replace />;
};

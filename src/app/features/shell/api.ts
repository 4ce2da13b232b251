import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';

export const logRouteVisit = (name: string, id?: string) =>
  call(endpoints.lastViewedLog, { body: { lv: id === undefined ? { name } : { name, id } } });

export const logout = () => call(endpoints.logout);

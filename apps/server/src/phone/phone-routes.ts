// Phone verification calls: every one needs a session.
import type { phoneEndpoints } from '@sportsbook/contract';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { PhoneService } from './phone-service';

export function phoneHandlers(
  http: AuthHttp,
  phone: PhoneService,
): EndpointHandlers<typeof phoneEndpoints> {
  return {
    getPhone: async ({ request }) => {
      const { player } = await http.require(request);
      return { phones: await phone.list(player) };
    },
    sendPhoneCode: async ({ body, request }) => {
      const { player } = await http.require(request);
      return phone.sendCode(player, body.phone_number);
    },
    verifyPhone: async ({ body, request }) => {
      const { player } = await http.require(request);
      return phone.verify(player, body.code);
    },
  };
}

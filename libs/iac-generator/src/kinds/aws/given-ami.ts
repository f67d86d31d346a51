/** The image an EC2 machine boots from when the request gave its id, shared by every AWS format's writers. */
import { type Component } from '../../model/types';

/** The image id the request gave ("from ami-0abc..."), when the value read is one. */
export const givenAmi = (c: Component) => (/^ami-[0-9a-f]+$/i.test(c.attrs.amiId ?? '') ? c.attrs.amiId : undefined);

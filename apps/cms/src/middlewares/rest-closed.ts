/** The route middleware that closes a REST route the site does not use (access/rest-doors.ts). */
import { answerClosed } from '../access/rest-doors';

export default () => answerClosed;

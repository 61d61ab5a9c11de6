// `npm run load -w @plume/bench`: the load section of `npm run bench` alone (LOAD_SECONDS, LOAD_USERS).
import { benchLoad } from './load';

await benchLoad();

import { audioModule } from '../native/audio.js';
import { nativeStatus } from '../native/index.js';
import { helpText, parseCommandArgs, wantsHelp } from './args.js';
export const NATIVE_CLI = {
    usage: 'social-sdk native',
    help: 'Prints, as JSON, whether the native addon is loaded, from which file, where randomness comes from,\n' +
        'and why the addon is absent when it is; under "audio", the same for the optional audio module\n' +
        '(docs/audio-devices.md). Exit status 0 when the addon is loaded, 1 when not.\n\nOptions:',
    options: {},
};
/** `social-sdk native`: the loader's view of the addon, as JSON, for bug reports. */
export async function printNativeStatus(args = []) {
    if (wantsHelp(args)) {
        process.stdout.write(helpText(NATIVE_CLI));
        return 0;
    }
    parseCommandArgs(NATIVE_CLI, args);
    const status = nativeStatus();
    console.log(JSON.stringify({ ...status, audio: audioModule().status }, null, 2));
    return status.loaded ? 0 : 1;
}

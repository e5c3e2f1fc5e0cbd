/*
 * One call that writes the same bytes to many sockets: the live feed's fan-out, where a stored
 * review goes to every open stream of its product at once. Node's own socket.write() costs about
 * half as much again as the system call it makes (its stream state, a write request object, the
 * call into libuv), and at 10,000 streams that is tens of milliseconds for the last subscriber.
 * This loop makes one non-blocking send() per socket and nothing else; the caller (see
 * app/live/socket-writes.server.ts) passes only sockets with nothing queued in Node or libuv, reads
 * their descriptors in the same synchronous step, and hands whatever a socket did not take to
 * Node's socket.write(), so the bytes keep their order.
 *
 *   writeToEach(descriptors: Int32Array, bytes: Buffer, written: Int32Array): void
 *     written[i] = bytes the kernel took for descriptors[i], or -errno
 *
 * Compiled by scripts/build-native.mjs against Node-API's headers (the node-api-headers package):
 * Node-API is stable across Node.js releases, so one build serves Node 20 and 24 alike.
 */
#include <errno.h>
#include <node_api.h>
#include <stdint.h>
#include <sys/socket.h>

static napi_value fail(napi_env env, const char *message) {
  napi_throw_type_error(env, NULL, message);
  return NULL;
}

static napi_value write_to_each(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value args[3];
  if (napi_get_cb_info(env, info, &argc, args, NULL, NULL) != napi_ok || argc < 3)
    return fail(env, "writeToEach(descriptors, bytes, written)");

  napi_typedarray_type type;
  size_t count, written_count;
  void *descriptors, *written, *bytes;
  size_t length;
  if (napi_get_typedarray_info(env, args[0], &type, &count, &descriptors, NULL, NULL) != napi_ok ||
      type != napi_int32_array)
    return fail(env, "descriptors must be an Int32Array");
  if (napi_get_buffer_info(env, args[1], &bytes, &length) != napi_ok)
    return fail(env, "bytes must be a Buffer");
  if (napi_get_typedarray_info(env, args[2], &type, &written_count, &written, NULL, NULL) !=
          napi_ok ||
      type != napi_int32_array || written_count < count)
    return fail(env, "written must be an Int32Array as long as descriptors");
  if (length > INT32_MAX) return fail(env, "bytes must be shorter than 2 GiB");

  const int32_t *fds = descriptors;
  int32_t *results = written;
  for (size_t i = 0; i < count; i++) {
    ssize_t sent;
    do sent = send(fds[i], bytes, length, MSG_DONTWAIT | MSG_NOSIGNAL);
    while (sent < 0 && errno == EINTR);
    results[i] = sent < 0 ? -errno : (int32_t)sent;
  }
  return NULL;
}

NAPI_MODULE_INIT() {
  napi_value function;
  if (napi_create_function(env, "writeToEach", NAPI_AUTO_LENGTH, write_to_each, NULL, &function) !=
          napi_ok ||
      napi_set_named_property(env, exports, "writeToEach", function) != napi_ok)
    return NULL;
  return exports;
}

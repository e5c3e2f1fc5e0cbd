/*
 * The machine's limit for the live-feed benchmark without Node: the bare fan-out of
 * bare-fanout-server.mjs in C. One thread, epoll, non-blocking sockets; Server-Sent-Events streams
 * held open and, for each POST, a 201 answer and then one event of a stored review's shape written
 * to every stream with one write() each (one HTTP chunk). No database, no framework, no caps.
 * Compiled by the bench with the machine's C compiler: cc -O2 -o fanout-server fanout-server.c
 * Started as: fanout-server <port>
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { MAX_FDS = 1 << 17, REQUEST_BYTES = 16384 };

/* What each connection has sent and not yet been answered. */
static char *pending[MAX_FDS];
static int pending_length[MAX_FDS];
static int stream_index[MAX_FDS]; /* 1 + its place in streams, 0 when not a stream */
static int streams[MAX_FDS];
static int stream_count;
static int next_id = 1000000;
static int poller;

static void forget_stream(int fd) {
  int at = stream_index[fd] - 1;
  if (at < 0) return;
  int last = streams[--stream_count];
  streams[at] = last;
  stream_index[last] = at + 1;
  stream_index[fd] = 0;
}

static void hang_up(int fd) {
  forget_stream(fd);
  epoll_ctl(poller, EPOLL_CTL_DEL, fd, NULL);
  close(fd);
  pending_length[fd] = 0;
}

/* Answers are small and the socket's buffer empty, so one write normally takes it all. */
static void send_all(int fd, const char *bytes, int length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0 && errno == EAGAIN) continue;
    if (written <= 0) return;
    bytes += written;
    length -= written;
  }
}

/* The posted fields (the body's object without its braces) become the event's review. */
static void fan_out(int id, const char *body, int body_length) {
  static char event[REQUEST_BYTES + 512], chunk[REQUEST_BYTES + 1024];
  char created_at[32];
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  strftime(created_at, sizeof created_at, "%Y-%m-%dT%H:%M:%S", gmtime(&now.tv_sec));
  int fields = body_length >= 2 ? body_length - 2 : 0;
  int event_length = snprintf(
      event, sizeof event,
      "event: review\nid: %d\ndata: {\"id\":%d,%.*s,\"createdAt\":\"%s.%03ldZ\",\"helpful\":0,"
      "\"verified\":false,\"reply\":null,\"photos\":[]}\n\n",
      id, id, fields, body + 1, created_at, now.tv_nsec / 1000000);
  int chunk_length = snprintf(chunk, sizeof chunk, "%x\r\n%s\r\n", event_length, event);
  for (int index = 0; index < stream_count; index++) {
    if (write(streams[index], chunk, chunk_length) < 0) continue; /* a closed stream is reaped by epoll */
  }
}

static void answer(int fd, const char *request, int head_length, int body_length) {
  char reply[256];
  int length;
  if (!strncmp(request, "GET ", 4) && memmem(request, head_length, "/stream", 7)) {
    static const char opened[] =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        "Transfer-Encoding: chunked\r\n\r\nd\r\nretry: 3000\n\n\r\n";
    send_all(fd, opened, sizeof opened - 1);
    streams[stream_count++] = fd;
    stream_index[fd] = stream_count;
    return;
  }
  if (!strncmp(request, "POST ", 5)) {
    int id = next_id++;
    char json[32];
    int json_length = snprintf(json, sizeof json, "{\"id\":%d}", id);
    length = snprintf(reply, sizeof reply,
                      "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\n"
                      "Content-Length: %d\r\n\r\n%s",
                      json_length, json);
    send_all(fd, reply, length);
    fan_out(id, request + head_length, body_length);
    return;
  }
  if (!strncmp(request, "GET /api/reviews?", 17)) {
    /* The newest id a stream starts from, as the store's review list says it. */
    char json[32];
    int json_length = snprintf(json, sizeof json, "{\"newestId\":%d}", next_id - 1);
    length = snprintf(reply, sizeof reply,
                      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                      "Content-Length: %d\r\n\r\n%s",
                      json_length, json);
    send_all(fd, reply, length);
    return;
  }
  length = snprintf(reply, sizeof reply, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
  send_all(fd, reply, length);
}

/* Answers every whole request the connection has sent (keep-alive: one after another). */
static void serve(int fd) {
  for (;;) {
    char *request = pending[fd];
    char *head_end = memmem(request, pending_length[fd], "\r\n\r\n", 4);
    if (!head_end) return;
    int head_length = (int)(head_end - request) + 4;
    char *declared = strcasestr(request, "\r\ncontent-length:");
    int body_length = declared && declared < head_end ? atoi(declared + 17) : 0;
    if (pending_length[fd] < head_length + body_length) return;
    answer(fd, request, head_length, body_length);
    int used = head_length + body_length;
    memmove(request, request + used, pending_length[fd] - used);
    pending_length[fd] -= used;
  }
}

static void accept_all(int listener) {
  int one = 1, fd;
  while ((fd = accept4(listener, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
    if (fd >= MAX_FDS) {
      close(fd);
      continue;
    }
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (!pending[fd]) pending[fd] = malloc(REQUEST_BYTES);
    pending_length[fd] = 0;
    struct epoll_event readable = {.events = EPOLLIN, .data.fd = fd};
    epoll_ctl(poller, EPOLL_CTL_ADD, fd, &readable);
  }
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0), one = 1;
  setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(atoi(argv[1]))};
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
  if (bind(listener, (struct sockaddr *)&address, sizeof address) || listen(listener, 4096)) {
    perror("listen");
    return 1;
  }
  poller = epoll_create1(0);
  struct epoll_event readable = {.events = EPOLLIN, .data.fd = listener};
  epoll_ctl(poller, EPOLL_CTL_ADD, listener, &readable);
  printf("listening on %s\n", argv[1]);
  fflush(stdout);
  struct epoll_event ready[256];
  for (;;) {
    int count = epoll_wait(poller, ready, 256, -1);
    for (int index = 0; index < count; index++) {
      int fd = ready[index].data.fd;
      if (fd == listener) {
        accept_all(listener);
        continue;
      }
      ssize_t got = read(fd, pending[fd] + pending_length[fd], REQUEST_BYTES - pending_length[fd]);
      if (got < 0 && errno == EAGAIN) continue;
      if (got <= 0) {
        hang_up(fd);
        continue;
      }
      pending_length[fd] += (int)got;
      serve(fd);
    }
  }
}

#!/usr/bin/env bash
# Runs every Keyway benchmark and prints the results table (about 13 minutes on 2 cores, build included):
#   1. marshalling and unmarshalling (JMH): Keyway vs Enhanced Client (static immutable, bean) vs hand-written;
#      then Keyway vs hand-written interleaved in the same JVMs (5 fresh JVMs), for the 1.15x target
#   2. key building (JMH): generated key builders vs string concatenation
#   3. cold start to the first marshalled item: 7 fresh JVMs per variant, medians
#   4. end to end against Keyway Local: get, put, 100-item query page, 1,000-item batch write,
#      Keyway and hand-written interleaved in one JVM (the JMH versions, EndToEndBenchmark and
#      BatchWriteBenchmark, are left out: one fork per implementation is too noisy on 2 shared cores)
#   5. processor cost: compiling 200 entity records with and without the processor, and the lines generated
#   6. one page of a sharded access pattern (8 shards, parallel fan-out and merge) against the same page from
#      one partition, interleaved against Keyway Local on loopback
#   7. serverless cold start: process start to the first GetItem answered by Keyway Local (started before,
#      outside the timed process), client creation included: hand-written, Keyway, Enhanced Client
#   8. the asynchronous API's throughput at 16 requests in flight against Keyway Local on loopback: Keyway async,
#      hand-written code on the SDK's async client, Keyway's synchronous API on 16 threads, in rotating order
#   10. (after the summary, with 9) a backfill filling a new index's keys on 2,000 items against Keyway Local on
#      loopback: Keyway's backfill against hand-written scan-and-update code, then 2 and 4 segments, 4 sliced
#      workers, 2 and 4 leased workers, in rotating order (8 minutes on a machine loaded by other builds)
#
# Usage: benchmarks/run.sh [--no-build] [--quick]
#   --no-build  use the benchmarks jar already built
#   --quick     a smoke run: one short iteration per JMH benchmark, 2 JVMs per cold-start variant,
#               1 compile repetition (numbers are not meaningful)
# Environment: JMH_ARGS (extra JMH options), RESULTS (results directory, default benchmarks/target/results)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
build=1
quick=0
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    --quick) quick=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

start=$(date +%s)
results="${RESULTS:-$here/target/results}"
java_bin="${JAVA_HOME:+$JAVA_HOME/bin/}java"

if [[ $build == 1 ]]; then
  echo "== build: mvn -B -q -Pbenchmarks -pl benchmarks -am package -DskipTests"
  (cd "$root" && mvn -B -q -Pbenchmarks -pl benchmarks -am package -DskipTests)
fi
jar="$here/target/benchmarks.jar"
[[ -f "$jar" ]] || { echo "no $jar: run without --no-build" >&2; exit 1; }

mkdir -p "$results"
rm -f "$results"/jmh.json "$results"/interleaved.csv "$results"/coldstart.csv "$results"/endtoend.csv "$results"/processor.csv \
  "$results"/shardedpage.csv "$results"/serverless.csv "$results"/async.csv "$results"/summary.md
{
  echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GB"
  echo "$("$java_bin" -version 2>&1 | sed -n 2p)"
  echo "$(uname -sr)"
  echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$results/environment.txt"

# the machine's load before each part: the numbers are only as quiet as the machine was
load() { echo "load average before $1: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/environment.txt"; }

echo "== $(date +%T) check: every implementation writes Keyway's items and round-trips every shape"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.Verify 2>/dev/null

jmh_opts=()
coldstart_runs=7
endtoend_rounds=60
compile_reps=3
interleaved_jvms=5
interleaved_rounds=100
sharded_rounds=40
serverless_runs=7
async_rounds=20
if [[ $quick == 1 ]]; then
  jmh_opts=(-wi 1 -w 200ms -i 1 -r 200ms -f 1)
  interleaved_jvms=2
  interleaved_rounds=10
  coldstart_runs=2
  endtoend_rounds=4
  compile_reps=1
  sharded_rounds=4
  serverless_runs=1
  async_rounds=2
fi

load "JMH"
echo "== $(date +%T) JMH: marshalling, keys, client-side cost of a request (log: $results/jmh.log)"
# shellcheck disable=SC2086
"$java_bin" -jar "$jar" -rf json -rff "$results/jmh.json" "${jmh_opts[@]}" ${JMH_ARGS:-} \
  'MarshallingBenchmark|KeyBenchmark|ClientSideBenchmark' > "$results/jmh.log" 2>&1 \
  || { tail -50 "$results/jmh.log"; exit 1; }
sed -n '/^Benchmark /,$p' "$results/jmh.log"

load "interleaved marshalling"
echo "== $(date +%T) Keyway vs hand-written marshalling, interleaved: $interleaved_jvms fresh JVMs, $interleaved_rounds rounds each"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.interleaved.InterleavedMarshalling "$interleaved_jvms" "$interleaved_rounds" \
  "$results/interleaved.csv"

load "cold start"
echo "== $(date +%T) cold start: $coldstart_runs fresh JVMs per variant"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.coldstart.ColdStart "$coldstart_runs" "$results/coldstart.csv" 2>/dev/null

load "end to end"
echo "== $(date +%T) end to end against Keyway Local on loopback: $endtoend_rounds interleaved rounds"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.endtoend.EndToEndOverhead "$endtoend_rounds" "$results/endtoend.csv" loopback \
  2>/dev/null | { grep -v -e '^Initializing DynamoDB Local' -e '^[A-Za-z]*:	' -e '^$' || true; }

load "processor cost"
echo "== $(date +%T) processor cost: 200 entity records, $compile_reps repetitions"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.processor.ProcessorCost "$here/target/processor/keyway-processor.jar" \
  "$here/target/application-classpath" "$compile_reps" "$results/processor.csv" warm

load "sharded page"
echo "== $(date +%T) one page of a sharded access pattern against one partition: $sharded_rounds interleaved rounds"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.endtoend.ShardedPage "$sharded_rounds" "$results/shardedpage.csv" \
  2>/dev/null | { grep -v -e '^Initializing DynamoDB Local' -e '^[A-Za-z]*:	' -e '^$' || true; }

load "serverless cold start"
echo "== $(date +%T) serverless cold start: $serverless_runs fresh JVMs per variant, to the first GetItem answered"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.coldstart.ServerlessColdStart "$serverless_runs" "$results/serverless.csv" \
  2>/dev/null | { grep -v -e '^Initializing DynamoDB Local' -e '^[A-Za-z]*:	' -e '^$' || true; }

load "async throughput"
echo "== $(date +%T) async throughput at a fixed concurrency: $async_rounds rounds"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.async.AsyncThroughput "$async_rounds" "$results/async.csv" 2>/dev/null

echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/environment.txt"
elapsed=$(( $(date +%s) - start ))
echo "total time: $((elapsed / 60)) min $((elapsed % 60)) s$([[ $build == 1 ]] && echo ', build included')" >> "$results/environment.txt"

echo
"$java_bin" -cp "$jar" dev.keyway.benchmarks.report.Summary "$results"
echo "(results in $results; total $((elapsed / 60)) min $((elapsed % 60)) s)"

# 9. Keyway Local's own speed (issue #23, section 6), after the summary above and outside its total: fresh JVMs
#    from process start to the SDK client created, against KeywayLocal.inMemory() + CreateTable + PutItem + the
#    first GetItem answered in-process (and the same requests through the SDK alone, no database); then, in one
#    warm JVM, 1,000 sequential PutItems in-process, over loopback and through the SDK alone. About 5 minutes.
#    Writes localstart.csv, localputs.csv and local.md (the table for the README, verdicts included).
keyway_local_runs=7
keyway_local_reps=15
if [[ $quick == 1 ]]; then
  keyway_local_runs=1
  keyway_local_reps=2
fi
rm -f "$results"/localstart.csv "$results"/localputs.csv "$results"/local.md
echo "load average before Keyway Local's speed: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/environment.txt"
echo "== $(date +%T) Keyway Local's speed: $keyway_local_runs fresh JVMs per variant to the first GetItem;" \
  "1,000 sequential PutItems x $keyway_local_reps"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.local.LocalSpeed "$keyway_local_runs" "$keyway_local_reps" "$results" \
  2> >(grep -v '^SLF4J' >&2)

# 10. The backfill's throughput (issue #27, section 2), after Keyway Local's speed: items per second of one backfill
#     worker against hand-written scan-and-update code on the same items, and with 2 and 4 segments, sliced and
#     leased workers. Writes backfill.csv.
backfill_rounds=5
if [[ $quick == 1 ]]; then
  backfill_rounds=1
fi
rm -f "$results"/backfill.csv
echo "load average before the backfill throughput: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/environment.txt"
echo "== $(date +%T) backfill throughput: $backfill_rounds rounds of 8 variants, 2,000 items each"
"$java_bin" -cp "$jar" dev.keyway.benchmarks.backfill.BackfillThroughput "$backfill_rounds" "$results/backfill.csv" \
  2> >(grep -v '^SLF4J' >&2)

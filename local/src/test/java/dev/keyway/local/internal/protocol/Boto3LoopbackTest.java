package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.keyway.local.internal.fault.FaultPlan;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Another language's SDK against the loopback server: boto3 (which also checks {@code x-amz-crc32}), with
 * made-up credentials and region. Skipped when {@code python3} with boto3 is not installed.
 */
class Boto3LoopbackTest {

    private static final String SCRIPT = """
            import os, sys, boto3, botocore
            from botocore.config import Config
            cfg = Config(retries={'total_max_attempts': 1})
            kw = dict(endpoint_url=os.environ['ENDPOINT'], region_name='ap-south-1',
                      aws_access_key_id='made', aws_secret_access_key='up', config=cfg)
            c = boto3.client('dynamodb', **kw)
            c.put_item(TableName='T', Item={'pk': {'S': 'py'}, 'b': {'B': b'\\x00\\x01\\xff'}, 'n': {'N': '5'},
                                            'l': {'L': [{'NULL': True}, {'BOOL': False}]}})
            item = c.get_item(TableName='T', Key={'pk': {'S': 'py'}})['Item']
            assert item['b']['B'] == b'\\x00\\x01\\xff', item
            assert item['l']['L'][0]['NULL'] is True, item
            try:
                c.put_item(TableName='T', Item={'pk': {'S': 'py'}}, ConditionExpression='attribute_not_exists(pk)',
                           ReturnValuesOnConditionCheckFailure='ALL_OLD')
                sys.exit('condition did not fail')
            except c.exceptions.ConditionalCheckFailedException as e:
                assert e.response['Item']['pk']['S'] == 'py', e.response
            try:
                c.execute_statement(Statement='SELECT * FROM T')
                sys.exit('PartiQL answered')
            except botocore.exceptions.ClientError as e:
                assert e.response['Error']['Code'] == 'UnknownOperationException', e.response
                assert 'ExecuteStatement' in e.response['Error']['Message'], e.response
            s = boto3.client('dynamodbstreams', **kw)
            try:
                s.get_records(ShardIterator='it-123')
                sys.exit('no error')
            except s.exceptions.ExpiredIteratorException:
                pass
            print('boto3 OK')
            """;

    @Test
    @DisplayName("boto3 works against the loopback server, any region and credentials")
    void boto3() throws Exception {
        assumeTrue(hasBoto3(), "python3 with boto3 is not installed");
        FakeTables fake = new FakeTables();
        LoopbackServer server = LoopbackServer.start(fake.router(new FaultPlan(1)), 0);
        try {
            ProcessBuilder python = new ProcessBuilder("python3", "-c", SCRIPT).redirectErrorStream(true);
            python.environment().put("ENDPOINT", server.endpoint().toString());
            python.environment().remove("AWS_PROFILE");
            Process process = python.start();
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "python3 finished");
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, process.exitValue(), output);
            assertTrue(output.contains("boto3 OK"), output);
        } finally {
            server.stop();
        }
    }

    private static boolean hasBoto3() {
        try {
            Process probe = new ProcessBuilder("python3", "-c", "import boto3").redirectErrorStream(true).start();
            return probe.waitFor(60, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}

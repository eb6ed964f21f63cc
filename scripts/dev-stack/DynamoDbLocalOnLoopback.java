import java.lang.reflect.Field;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local with its command-line arguments, but listening on 127.0.0.1 only: the jar has
 * no host option and its Jetty server binds every interface. Run in Java's source-file mode with the
 * jar on the class path (scripts/dev-stack/dynamodb-local.ts). Jetty is reached by reflection, so this
 * file depends only on the two DynamoDB Local classes it names.
 */
public class DynamoDbLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Object server = serverField.get(proxy);
    for (Object connector : (Object[]) server.getClass().getMethod("getConnectors").invoke(server)) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.start();
    proxy.join();
  }
}
